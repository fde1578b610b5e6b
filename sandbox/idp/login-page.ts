/** The sandbox provider's own pages (sign-in and sign-out), in English or Italian by the browser's Accept-Language. */

const texts = {
  en: {
    title: 'Sign in to Station',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'Wrong username or password.',
    hint: 'Demo users: operator, admin, newcomer, guest, trainee (password = username until changed).',
    signingOut: 'Signing out…',
    signedOut: 'You are signed out.',
    passwordTitle: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    backToStation: 'Back to Station',
    changed: 'Your password has been changed. Use it the next time you sign in.',
    wrongPassword: 'Wrong username or current password.',
    tooShort: 'The new password needs at least 8 characters.',
    mismatch: 'The new passwords do not match.',
    unchanged: 'The new password must differ from the current one.',
  },
  it: {
    title: 'Accedi a Station',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    invalid: 'Nome utente o password errati.',
    hint: 'Utenti demo: operator, admin, newcomer, guest, trainee (password = nome utente finché non la cambi).',
    signingOut: 'Disconnessione in corso…',
    signedOut: 'Sei disconnesso.',
    passwordTitle: 'Cambia password',
    currentPassword: 'Password attuale',
    newPassword: 'Nuova password',
    confirmPassword: 'Conferma nuova password',
    changePassword: 'Cambia password',
    backToStation: 'Torna a Station',
    changed: 'La password è stata cambiata. Usala al prossimo accesso.',
    wrongPassword: 'Nome utente o password attuale errati.',
    tooShort: 'La nuova password deve avere almeno 8 caratteri.',
    mismatch: 'Le nuove password non coincidono.',
    unchanged: 'La nuova password deve essere diversa da quella attuale.',
  },
} as const;

export type Language = keyof typeof texts;

export function pickLanguage(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('it') ? 'it' : 'en';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The provider's pages name an empty icon: without one Chromium fetches /favicon.ico of the provider as the page goes
 * back to the station, and reports that fetch as a violation of the station's Content-Security-Policy.
 */
function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
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

export type PasswordPageOutcome = 'changed' | 'wrongPassword' | 'tooShort' | 'mismatch' | 'unchanged';

/** The provider's own password page: username, current password, new password twice; a link back to the station. */
export function passwordPage(options: {
  language: Language;
  action: string;
  returnTo: string | undefined;
  username?: string;
  outcome?: PasswordPageOutcome;
}): string {
  const t = texts[options.language];
  const back = options.returnTo ? `<p><a href="${escapeHtml(options.returnTo)}">${t.backToStation}</a></p>` : '';
  if (options.outcome === 'changed') {
    return page(
      options.language,
      t.passwordTitle,
      `<h1>${t.passwordTitle}</h1><p role="status">${t.changed}</p>${back}`,
    );
  }
  const error = options.outcome ? `<p role="alert">${t[options.outcome]}</p>` : '';
  return page(
    options.language,
    t.passwordTitle,
    `<h1>${t.passwordTitle}</h1>${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off">
<label for="username">${t.username}</label>
<input id="username" name="username" required autofocus value="${escapeHtml(options.username ?? '')}">
<label for="current">${t.currentPassword}</label>
<input id="current" name="current" type="password" required>
<label for="next">${t.newPassword}</label>
<input id="next" name="next" type="password" required minlength="8">
<label for="confirmation">${t.confirmPassword}</label>
<input id="confirmation" name="confirmation" type="password" required minlength="8">
<button type="submit">${t.changePassword}</button>
</form>${back}`,
  );
}
