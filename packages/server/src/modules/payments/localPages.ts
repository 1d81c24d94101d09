/** The local provider's pages: plain HTML, no script, so they work anywhere. */

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1b1b1f}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1b1b1f;color:#fff;cursor:pointer}
code{background:#f1f1f4;padding:.1rem .3rem;border-radius:.2rem}</style></head>
<body>${body}</body></html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The onboarding form; it posts the link's signed token back, which the completion needs. */
export function onboardingPage(accountId: string, token: string): string {
  const id = escapeHtml(accountId);
  return page(
    'Set up your payment account',
    `<h1>Set up your payment account</h1>
<p>This is Runway Live's local payment provider, standing in for the card payment provider in development.
Completing it connects account <code>${id}</code> to your brand.</p>
<form method="post" action="/payments/local/onboard/${id}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Complete setup</button></form>`,
  );
}

/** A missing, forged, expired or used onboarding link. */
export function invalidLinkPage(message: string, consoleUrl: string): string {
  return page(
    'Payment set-up link not valid',
    `<h1>Payment set-up link not valid</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(consoleUrl)}/dashboard">Back to Runway Live</a></p>`,
  );
}

export function dashboardPage(accountId: string, consoleUrl: string): string {
  return page(
    'Payment account',
    `<h1>Payment account</h1>
<p>Account <code>${escapeHtml(accountId)}</code> is connected and can receive payments.</p>
<p><a href="${escapeHtml(consoleUrl)}/dashboard">Back to Runway Live</a></p>`,
  );
}
