/** The Italian texts of the operation screens, utilities and write tag: loaded with the first of them opened. */
import confirmation from './confirmation.it.json';
import forms from './forms.it.json';
import readings from './readings.it.json';
import widgets from './widgets.it.json';

export default { confirmation, forms, readings, widgets };
