/**
 * What features must do while the session still works, before the user is signed out (the
 * features stand apart, so the sign-out page cannot call them: they add their step here, from
 * the app's composition root). A step that fails or hangs never keeps the user signed in.
 */
type SignOutStep = () => Promise<void>;

const steps = new Set<SignOutStep>();

/** Adds a step; answers the function that takes it back. */
export function addSignOutStep(step: SignOutStep): () => void {
  steps.add(step);
  return () => steps.delete(step);
}

/** Runs every step at once, for at most `timeoutMs`. */
export async function runSignOutSteps(timeoutMs = 3000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.allSettled([...steps].map((step) => step())), limit]);
  clearTimeout(timer);
}
