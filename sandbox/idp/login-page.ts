/** The sandbox provider's own pages (sign-in and sign-out), in English or Italian by the browser's Accept-Language. */

const texts = {
  en: {
    title: 'Sign in to Station',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'Wrong username or password.',
    hint: 'Demo users: operator, admin, newcomer, guest (password = username).',
    signingOut: 'Signing out…',
    signedOut: 'You are signed out.',
  },
  it: {
    title: 'Accedi a Station',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    invalid: 'Nome utente o password errati.',
    hint: 'Utenti demo: operator, admin, newcomer, guest (password = nome utente).',
    signingOut: 'Disconnessione in corso…',
    signedOut: 'Sei disconnesso.',
  },
} as const;

type Language = keyof typeof texts;

export function pickLanguage(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('it') ? 'it' : 'en';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;background:#111;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1d1d1d;padding:2rem;border-radius:12px;width:min(22rem,90vw);box-shadow:0 8px 30px #0008}
h1{font-size:1.4rem;margin:0 0 1.5rem}label{display:block;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border-radius:6px;border:1px solid #555;background:#111;color:#eee;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#CEFF00;color:#111;font-weight:700;font-size:1rem;cursor:pointer}
[role=alert]{color:#ff8a80;margin:.5rem 0}.hint{color:#aaa;font-size:.85rem;margin-top:1rem}
</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(options: { language: Language; action: string; username?: string; failed: boolean }): string {
  const t = texts[options.language];
  const error = options.failed ? `<p role="alert">${t.invalid}</p>` : '';
  return page(
    options.language,
    t.title,
    `<h1>${t.title}</h1>${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off">
<label for="username">${t.username}</label>
<input id="username" name="username" required autofocus value="${escapeHtml(options.username ?? '')}">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" required>
<button type="submit">${t.submit}</button>
</form><p class="hint">${t.hint}</p>`,
  );
}

/** The station is first-party: its sign-out needs no question, so the provider's form submits itself. */
export function logoutPage(language: Language, form: string): string {
  const t = texts[language];
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    language,
    t.signingOut,
    `<h1>${t.signingOut}</h1>${confirmed}<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}

export function signedOutPage(language: Language): string {
  const t = texts[language];
  return page(language, t.signedOut, `<h1>${t.signedOut}</h1>`);
}
