import { msg } from '@circles/shared/messages/auth';
import { PageTitle } from '../../components/ui/page-title';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';

/** Any signed-out path except /register (spec 000 §2). */
export function LoginRoute() {
  return (
    <AuthLayout heading={msg('auth.login.title')}>
      <PageTitle title={msg('auth.login.title')} />
      <LoginForm />
    </AuthLayout>
  );
}
