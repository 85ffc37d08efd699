import { zodResolver } from '@hookform/resolvers/zod';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import {
  loginSchema,
  signInErrorMessage,
  signInMessages,
  type LoginInput,
} from '@/lib/auth/client';
import { clientAuth, type FirebaseClientConfig } from '@/lib/firebase/client';

/*
 * The login form's validation and sign-in, with zod and Firebase Auth: the form loads this
 * module once it has painted (its first validation), so the page's first load carries neither.
 */

export const loginResolver = zodResolver(loginSchema);

/** The signed-in staff user, or the message the form shows. */
export type SignInOutcome = { nombre: string } | { failure: string };

/**
 * The browser proves the password to Firebase, then hands the ID token to /api/session, which
 * sets the session cookie; the browser keeps no Firebase sign-in.
 */
export async function signInWithPassword(
  config: FirebaseClientConfig,
  { email, password, rememberMe }: LoginInput,
): Promise<SignInOutcome> {
  try {
    const auth = clientAuth(config);
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
    if (response.status === 403) return { failure: signInMessages.noAccess };
    if (!response.ok || !body.user) return { failure: body.error ?? signInMessages.unexpected };
    return { nombre: body.user.nombre };
  } catch (error) {
    return { failure: signInErrorMessage(error) };
  }
}
