/**
 * The navigation-state entry that asks a screen to restore this session as it opens. Its own module: the dashboard's
 * restore question needs only this, not the session parsers.
 */
export const RESTORE_SESSION_KEY = 'restoreSession';
