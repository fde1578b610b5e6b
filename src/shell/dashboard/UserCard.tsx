import { useTranslation } from 'react-i18next';
import type { LoggedUser } from '../../core/logged-user.ts';
import { cardClassName, cardLabelClassName } from './card-styles.ts';

/** 000 §2.4: the user card shows the username; pressing it opens the user info dialog. */
export function UserCard({ user, onOpen }: { user: Pick<LoggedUser, 'username'>; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onOpen} className={cardClassName}>
      <span className={cardLabelClassName}>{t('dashboard.user')}</span>
      <span className="text-xl font-bold break-all">{user.username}</span>
    </button>
  );
}
