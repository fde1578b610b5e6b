/** The English texts of sign-in, start-up, the dashboard, its panel and dialogs: loaded before the station is drawn. */
import dashboard from './dashboard.en.json';
import device from './device.en.json';
import dialogs from './dialogs.en.json';
import panel from './panel.en.json';
import root from './en.json';
import selfInit from './selfInit.en.json';

export default { ...root, dashboard, device, dialogs, panel, selfInit };
