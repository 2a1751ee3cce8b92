import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { passwordGateModule } from '../preload';
import { LoadingBlock } from '../../components/ui/query-state';

/** A lazily loaded screen inside its own Suspense, so the shell stays while its code loads. */
function screen(Lazy: LazyExoticComponent<ComponentType>) {
  return function LazyScreen() {
    return (
      <Suspense fallback={<LoadingBlock />}>
        <Lazy />
      </Suspense>
    );
  };
}

// The people screens (issue 10), each its own chunk: only the screen opened loads its code.
const ManageUsers = lazy(() =>
  import('../../features/users/components/manage-users-screen').then((m) => ({
    default: m.ManageUsersScreen,
  })),
);
const CreateUser = lazy(() =>
  import('../../features/users/components/create-user-screen').then((m) => ({ default: m.CreateUserScreen })),
);
const Profile = lazy(() => import('./profile-route').then((m) => ({ default: m.ProfileRoute })));
const MyMembers = lazy(() =>
  import('../../features/users/components/my-members-screen').then((m) => ({ default: m.MyMembersScreen })),
);

const Account = lazy(() =>
  import('../screens/users/account-with-reports').then((m) => ({ default: m.AccountWithReports })),
);
const EditProfile = lazy(() =>
  import('../../features/users/components/edit-profile-screen').then((m) => ({
    default: m.EditProfileScreen,
  })),
);
const MemberEdit = lazy(() => import('./member-edit-route').then((m) => ({ default: m.MemberEditRoute })));
const EnableDisable = lazy(() =>
  import('../../features/users/components/account-status-screens').then((m) => ({
    default: m.EnableDisableScreen,
  })),
);
const Research = lazy(() =>
  import('../../features/users/components/account-status-screens').then((m) => ({
    default: m.ResearchScreen,
  })),
);
const StartProgram = lazy(() =>
  import('../../features/users/components/program-screens').then((m) => ({ default: m.StartProgramScreen })),
);
const CompleteProgram = lazy(() =>
  import('../../features/users/components/program-screens').then((m) => ({
    default: m.CompleteProgramScreen,
  })),
);

// Loaded ahead on a returning visit (app/preload.ts): every screen passes through it.
const PasswordGate = passwordGateModule.lazy((m) => m.PasswordChangeGate);

/**
 * The layout route inside the shell that asks a user with a staff-given password for their own before
 * any screen (the API refuses everything else until then).
 */
export function PasswordChangeLayout() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <PasswordGate />
    </Suspense>
  );
}

/** The routes of the people screens (spec 002 §2): path → screen. */
export const PEOPLE_ROUTES: readonly { path: string; Screen: ComponentType }[] = [
  { path: '/administration/users/management', Screen: screen(ManageUsers) },
  { path: '/administration/users/create', Screen: screen(CreateUser) },
  { path: '/profile', Screen: screen(Profile) },
  { path: '/profile/:id', Screen: screen(Profile) },
  { path: '/your', Screen: screen(MyMembers) },
  { path: '/members', Screen: screen(MyMembers) },
  { path: '/account', Screen: screen(Account) },
  { path: '/administration/users/view/:id', Screen: screen(Account) },
  { path: '/staff/users/view/:userID', Screen: screen(Account) },
  { path: '/administration/users/edit/:profileID?', Screen: screen(EditProfile) },
  { path: '/administration/users/member/:profileID?', Screen: screen(MemberEdit) },
  { path: '/administration/users/ed/:profileID?', Screen: screen(EnableDisable) },
  { path: '/administration/users/research/:profileID?', Screen: screen(Research) },
  { path: '/administration/users/start-program/:id', Screen: screen(StartProgram) },
  { path: '/administration/users/complete-program/:id', Screen: screen(CompleteProgram) },
];
