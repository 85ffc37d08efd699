// The ALTCHA widget (self-hosted: bundled from npm, no third party, no cookie), loaded only when
// a form meets a challenge (components/ui/public-form-post.ts). Its Spanish strings, should it
// ever show one.
import 'altcha';
import 'altcha/i18n/es-419';

/**
 * Solves a proof-of-work challenge of the form's route with the widget's own workers and
 * returns the payload the route checks (the `altcha` member). The widget stays invisible: the
 * form says it is verifying when that takes long.
 */
export async function solveProofOfWork(challenge: unknown): Promise<string> {
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('language', 'es-419');
  widget.hidden = true;
  const loaded = new Promise<void>((resolve) =>
    widget.addEventListener('load', () => resolve(), { once: true }),
  );
  document.body.append(widget);
  try {
    await loaded;
    await widget.configure({
      auto: 'off',
      challenge: challenge as never,
      display: 'invisible',
      hideFooter: true,
      hideLogo: true,
      // Nothing about the visitor's pointer goes with the payload.
      humanInteractionSignature: false,
      language: 'es-419',
      minDuration: 0,
    });
    const result = await widget.verify();
    if (!result?.payload) throw new Error('The challenge could not be solved');
    return result.payload;
  } finally {
    widget.remove();
  }
}
