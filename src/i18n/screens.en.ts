/** The English texts of the operation screens, utilities and write tag: loaded with the first of them opened. */
import confirmation from './confirmation.en.json';
import forms from './forms.en.json';
import readings from './readings.en.json';
import widgets from './widgets.en.json';

export default { confirmation, forms, readings, widgets };
