import { DASHBOARD_PATH } from '@runway-live/domain/access';
import { cssDeclarations, darkTheme, lightTheme, scales, tokens } from '@runway-live/ui/tokens';

/**
 * The local provider's pages: plain HTML, no script, so they work anywhere, drawn as the
 * console draws its sign-in screens (the brand and the title on a card) from the design
 * system's own tokens (`@runway-live/ui/tokens`: the values are declared here from the
 * kit's light and dark themes, never copied), in the system's colour scheme.
 */
const STYLE = `
:root {
  ${cssDeclarations(scales)}
  ${cssDeclarations(lightTheme)}
  color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :root {
    ${cssDeclarations(darkTheme)}
    color-scheme: dark;
  }
}
@media (prefers-reduced-motion: reduce) {
  :root { --rl-motion-fast: 0ms; }
}
*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${tokens.space[5]};
  background: ${tokens.color.canvas};
  color: ${tokens.color.text};
  font-family: ${tokens.font.body};
  font-size: ${tokens.fontSize[3]};
  line-height: ${tokens.lineHeight.normal};
}
main {
  width: 100%;
  max-width: ${tokens.size.cardNarrow};
  display: grid;
  gap: ${tokens.space[4]};
  padding: ${tokens.space[6]};
  background: ${tokens.color.surface};
  border-radius: ${tokens.radius[3]};
  box-shadow: ${tokens.shadow[2]};
  overflow-wrap: anywhere;
}
.brand {
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[5]};
  letter-spacing: ${tokens.letterSpacing.wide};
  text-transform: uppercase;
  text-align: center;
}
h1 {
  margin: 0;
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[6]};
  font-weight: ${tokens.fontWeight.semibold};
  line-height: ${tokens.lineHeight.tight};
  text-align: center;
}
p { margin: 0; }
.note {
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.infoSubtle};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
}
.price {
  display: grid;
  gap: ${tokens.space[1]};
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  text-align: center;
}
.price strong {
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[7]};
  line-height: ${tokens.lineHeight.tight};
}
.muted { color: ${tokens.color.textMuted}; font-size: ${tokens.fontSize[2]}; }
form { display: grid; }
button {
  min-height: ${tokens.size.controlLg};
  padding: 0 ${tokens.space[6]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.accent};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.accent};
  color: ${tokens.color.onAccent};
  font-family: ${tokens.font.body};
  font-size: ${tokens.fontSize[3]};
  font-weight: ${tokens.fontWeight.semibold};
  letter-spacing: ${tokens.letterSpacing.wide};
  text-transform: uppercase;
  cursor: pointer;
  transition: background ${tokens.motion.fast} ${tokens.motion.easing};
}
button:hover { background: ${tokens.color.accentHover}; border-color: ${tokens.color.accentHover}; }
a {
  justify-self: center;
  border-radius: ${tokens.radius[1]};
  color: ${tokens.color.accent};
  font-weight: ${tokens.fontWeight.medium};
  text-decoration: none;
}
a:hover { color: ${tokens.color.accentHover}; text-decoration: underline; }
button:focus-visible, a:focus-visible {
  outline: ${tokens.borderWidth[2]} solid ${tokens.color.focus};
  outline-offset: ${tokens.size.focusOffset};
}
code {
  padding: 0 ${tokens.space[1]};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surfaceMuted};
  font-family: ${tokens.font.mono};
  font-size: ${tokens.fontSize[2]};
}
`;

/** A page of the local provider: the brand and `title` on a card, then `content`. */
export function page(title: string, content: string): string {
  const heading = escapeHtml(title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${heading} · Runway Live</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<style>${STYLE}</style></head>
<body><main aria-labelledby="title"><p class="brand">Runway Live</p>
<h1 id="title">${heading}</h1>
${content}</main></body></html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What every local page says of itself: it stands in for the card payment provider. */
export const LOCAL_PROVIDER_NOTE =
  "This is Runway Live's local payment provider, standing in for the card payment provider in development.";

/** The onboarding form; it posts the link's signed token back, which the completion needs. */
export function onboardingPage(accountId: string, token: string): string {
  const id = escapeHtml(accountId);
  return page(
    'Set up your payment account',
    `<p class="note">${LOCAL_PROVIDER_NOTE}</p>
<p>Completing it connects account <code>${id}</code> to your brand, so your shows can take payments.</p>
<form method="post" action="/payments/local/onboard/${id}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Complete setup</button></form>`,
  );
}

/** A missing, forged, expired or used onboarding link. */
export function invalidLinkPage(message: string, consoleUrl: string): string {
  return page(
    'Payment set-up link not valid',
    `<p>${escapeHtml(message)}</p>
<a href="${escapeHtml(consoleUrl)}${DASHBOARD_PATH}">Back to Runway Live</a>`,
  );
}

export function dashboardPage(accountId: string, consoleUrl: string): string {
  return page(
    'Payment account',
    `<p class="note">${LOCAL_PROVIDER_NOTE}</p>
<p>Account <code>${escapeHtml(accountId)}</code> is connected and can receive payments.</p>
<a href="${escapeHtml(consoleUrl)}${DASHBOARD_PATH}">Back to Runway Live</a>`,
  );
}
