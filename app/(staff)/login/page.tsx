import type { Metadata } from 'next';
import { LoginCard } from '@/components/login/login-card';
import { LoginForm } from '@/components/login/login-form';
import { loginCopy } from '@/content/login';
import { safeRedirectPath, signInMessages } from '@/lib/auth';
import { firebaseClientConfig } from '@/lib/firebase';

export const metadata: Metadata = { title: loginCopy.title };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  const params = await searchParams;
  return (
    <LoginCard>
      <LoginForm
        firebaseConfig={firebaseClientConfig()}
        redirectTo={safeRedirectPath(first(params.redirect))}
        initialFailure={first(params.error) === 'auth_error' ? signInMessages.authError : undefined}
      />
    </LoginCard>
  );
}
