/**
 * ENCODING (002 §2, §4): the associate screen (a product searched, its configured identifiers read, the EPC written
 * when needed, the item created, by force when the policy allows) and the verify screen (what tags are; kill an
 * unknown tag, delete an association). Handlers only: the screens are descriptors in schemas/screens/encoding/.
 */
import { definePlugin } from '../define-plugin.ts';
import { clearAssociation, enterIdentifier, startAssociation } from './association-runner.ts';
import { followDailyCount, resetDailyCount, showDailyCount } from './daily-counter.ts';
import { clearOrder, orderForms, searchOrder, searchOrderRow } from './order-selection.ts';
import { clearProduct, searchProduct } from './product-selection.ts';
import { associateSession, identifierMode, setScreen } from './session.ts';
import {
  backToAssociate,
  clearVerify,
  deleteAssociation,
  killTag,
  openVerify,
  openVerifyTab,
} from './verify-screen.ts';

export default definePlugin({
  kind: 'encoding',
  translations: ['encoding'],
  screens: ['encoding/associate', 'encoding/verify'],
  tagByTag: ['encoding/associate', 'encoding/verify'],
  lifecycle: {
    'encoding/associate': {
      open: async (context) => {
        setScreen(context, {
          tab: 'associate',
          product: null,
          order: null,
          row: null,
          counters: null,
          identifiers: [],
          association: null,
          ...orderForms(context),
          identifierMode: identifierMode(context),
        });
        // 002 §2 identifier mode: the association waits for the item's first read, which names the product.
        if (identifierMode(context)) startAssociation(context);
        showDailyCount(context);
        void followDailyCount(context);
      },
      leave: async (context) => {
        const session = associateSession(context);
        session.stopListening?.();
        session.cancelValidation?.();
      },
    },
    'encoding/verify': { open: async (context) => openVerify(context) },
  },
  handlers: {
    /** The product form's submit (002 §2 product mode), args {event: the form data}. */
    searchProduct,
    /** Clears the product, and the production order row with it (its order stays). */
    clearProduct: async (context) => clearProduct(context),
    /** The production order form's submit (002 §2 initial type order), args {event: the form data}. */
    searchOrder,
    /** The row form's submit (initial types order and orderRow), args {event: the form data}. */
    searchOrderRow,
    /** The Work Order card's 'Change order': the whole selection reset. */
    clearOrder: async (context) => clearOrder(context),
    /** Retry on the association box, and Clear (002 §4: not while writing). */
    clearAssociation: async (context) => clearAssociation(context),
    /** The 'or' manual input of the antenna panel (Enter). */
    enterIdentifier: async (context) => enterIdentifier(context),
    resetDailyCounter: resetDailyCount,
    /** The header tabs: verify from associate, associate from verify. */
    openVerifyTab: async (context, args) => (args.tab === 'verify' ? openVerifyTab(context) : undefined),
    backToAssociate: async (context, args) => (args.tab === 'associate' ? backToAssociate(context) : undefined),
    clearVerify: async (context) => clearVerify(context),
    killTag: async (context) => killTag(context),
    deleteAssociation: async (context) => deleteAssociation(context),
  },
});
