/** The Italian texts of sign-in, start-up, the dashboard, its panel and dialogs: loaded before the station is drawn. */
import dashboard from './dashboard.it.json';
import device from './device.it.json';
import dialogs from './dialogs.it.json';
import panel from './panel.it.json';
import root from './it.json';
import selfInit from './selfInit.it.json';

export default { ...root, dashboard, device, dialogs, panel, selfInit };
