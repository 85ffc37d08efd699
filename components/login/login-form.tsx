'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorAttributes, FormField, inputClass } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icons';
import { loginCopy as copy } from '@/content/login';
import {
  loginSchema,
  signInErrorMessage,
  signInMessages,
  type LoginInput,
} from '@/lib/auth/client';
import { clientAuth, type FirebaseClientConfig } from '@/lib/firebase/client';

/** The welcome message stays 1 s before going on (docs/product.md, Login). */
const REDIRECT_DELAY_MS = 1000;

interface LoginFormProps {
  firebaseConfig: FirebaseClientConfig;
  /** Already sanitised: a path of this site. */
  redirectTo: string;
  authError: boolean;
}

/**
 * Email and password sign-in (docs/product.md, Login). The browser proves the password to Firebase,
 * then hands the ID token to /api/session, which sets the session cookie.
 */
export function LoginForm({ firebaseConfig, redirectTo, authError }: LoginFormProps) {
  const router = useRouter();
  const ids = { email: useId(), password: useId(), remember: useId() };
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(
    authError ? signInMessages.authError : null,
  );
  const [welcome, setWelcome] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  // The form starts empty on every visit, even when the browser restores the page.
  useEffect(() => reset(), [reset]);

  async function signIn({ email, password, rememberMe }: LoginInput) {
    setFailure(null);
    try {
      const auth = await clientAuth(firebaseConfig);
      const credential = await signInWithEmailAndPassword(auth, email, password);
      const idToken = await credential.user.getIdToken();
      await signOut(auth);
      const response = await fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken, rememberMe }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        user?: { nombre: string };
        error?: string;
      };
      if (response.status === 403) return setFailure(signInMessages.noAccess);
      if (!response.ok || !body.user) return setFailure(body.error ?? signInMessages.unexpected);
      setWelcome(`Bienvenido, ${body.user.nombre}`);
      setTimeout(() => {
        router.replace(redirectTo);
        router.refresh();
      }, REDIRECT_DELAY_MS);
    } catch (error) {
      setFailure(signInErrorMessage(error));
    }
  }

  const busy = isSubmitting || welcome !== null;

  return (
    <form onSubmit={handleSubmit(signIn)} noValidate className="grid gap-5">
      {failure && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <Icon name="info" className="mt-0.5 size-5 shrink-0" />
          <p>{failure}</p>
        </div>
      )}
      {welcome && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-accent-300 bg-accent-300/15 px-4 py-3 text-sm font-medium text-accent-700"
        >
          <Icon name="check" className="mt-0.5 size-5 shrink-0" />
          <p>{welcome}</p>
        </div>
      )}

      <FormField id={ids.email} label={copy.email} error={errors.email?.message}>
        <input
          id={ids.email}
          type="email"
          // "email", not "username": HTML_CodeSniffer follows HTML 5.2, where "username" is for
          // text fields only. Password managers take an email field before current-password as
          // the username all the same.
          autoComplete="email"
          inputMode="email"
          placeholder="nombre@empresa.cl"
          className={inputClass}
          {...errorAttributes(ids.email, errors.email?.message)}
          {...register('email')}
        />
      </FormField>

      <FormField id={ids.password} label={copy.password} error={errors.password?.message}>
        <div className="relative">
          <input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="••••••••"
            className={`${inputClass} pr-12`}
            {...errorAttributes(ids.password, errors.password?.message)}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? copy.hidePassword : copy.showPassword}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-1.5 my-auto grid size-9 place-items-center rounded-lg text-ink-500 transition hover:bg-ink-100 hover:text-ink-900"
          >
            <Icon name={showPassword ? 'eye-off' : 'eye'} className="size-5" />
          </button>
        </div>
      </FormField>

      <label htmlFor={ids.remember} className="flex items-center gap-3 text-sm text-ink-700">
        <input
          id={ids.remember}
          type="checkbox"
          className="size-4 rounded border-ink-300 accent-brand-600"
          {...register('rememberMe')}
        />
        {copy.rememberMe}
      </label>

      <button
        type="submit"
        disabled={!isValid || busy}
        className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-card transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:shadow-none"
      >
        {busy ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
