'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorAttributes, FormField, inputClass } from '@/components/ui/form-field';
import { Icon, type IconName } from '@/components/ui/icons';
import { loginCopy as copy } from '@/content/login';
import type { LoginInput } from '@/lib/auth/client';
import type { FirebaseClientConfig } from '@/lib/firebase/client';

/** The welcome message stays 1 s before going on (docs/product.md, Login). */
const REDIRECT_DELAY_MS = 1000;

/** Validation and sign-in (zod, Firebase Auth): loaded after the page's first paint. */
const passwordSignIn = () => import('./password-sign-in');

interface LoginFormProps {
  firebaseConfig: FirebaseClientConfig;
  /** Already sanitised: a path of this site. */
  redirectTo: string;
  /** Why the visitor was sent here (the session could not be checked), from the server. */
  initialFailure?: string;
}

/**
 * Email and password sign-in (docs/product.md, Login). The browser proves the password to Firebase,
 * then hands the ID token to /api/session, which sets the session cookie (password-sign-in.ts).
 */
export function LoginForm({ firebaseConfig, redirectTo, initialFailure }: LoginFormProps) {
  const router = useRouter();
  const ids = { email: useId(), password: useId(), remember: useId() };
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(initialFailure ?? null);
  const [welcome, setWelcome] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginInput>({
    resolver: async (...args) => (await passwordSignIn()).loginResolver(...args),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  // The form starts empty on every visit, even when the browser restores the page.
  useEffect(() => reset(), [reset]);

  async function signIn(input: LoginInput) {
    setFailure(null);
    const { signInWithPassword } = await passwordSignIn();
    const outcome = await signInWithPassword(firebaseConfig, input);
    if ('failure' in outcome) return setFailure(outcome.failure);
    setWelcome(`Bienvenido, ${outcome.nombre}`);
    setTimeout(() => {
      router.replace(redirectTo);
      router.refresh();
    }, REDIRECT_DELAY_MS);
  }

  const busy = isSubmitting || welcome !== null;

  return (
    <form onSubmit={handleSubmit(signIn)} noValidate className="grid gap-5">
      {failure && (
        <Notice role="alert" icon="info" tone="border-red-200 bg-red-50 text-red-800">
          {failure}
        </Notice>
      )}
      {welcome && (
        <Notice
          role="status"
          icon="check"
          tone="border-accent-300 bg-accent-300/15 font-medium text-accent-700"
        >
          {welcome}
        </Notice>
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

/** The failure (an alert) or the welcome (a status) above the fields. */
function Notice({
  role,
  icon,
  tone,
  children,
}: {
  role: 'alert' | 'status';
  icon: IconName;
  tone: string;
  children: string;
}) {
  return (
    <div
      role={role}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${tone}`}
    >
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
