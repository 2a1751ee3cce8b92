import { msg } from '@circles/shared/messages/auth';
import { PageTitle } from '../../components/ui/page-title';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { RegisterForm } from '../../features/auth/components/register-form';

/** /register: self-registration (spec 000 §2). */
export function RegisterRoute() {
  return (
    <AuthLayout heading={msg('auth.register.title')}>
      <PageTitle title={msg('auth.register.title')} />
      <RegisterForm />
    </AuthLayout>
  );
}
