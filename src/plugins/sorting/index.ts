/**
 * SORTING (001 §2.13, §4.11, §5, §7): the open sortings of the operation, the create-from-pickings form, and the
 * reading that sorts one item at a time into its group, with the detail modal's three levels, partial confirm,
 * confirm and delete. Handlers and screen lifecycles only: the screens are descriptors in schemas/screens/sorting/.
 */
import { definePlugin } from '../define-plugin.ts';
import { leaveCreate, openCreate, submitCreate } from './sorting-create.ts';
import { confirmSorting, partialConfirm, removeSorting, resumeSortingConfirm } from './sorting-confirm.ts';
import { detailUp, openDetail, openDetailEntry, openDetailGroup } from './sorting-detail.ts';
import { newSorting, openList, openSorting, searchSortingsHandler } from './sorting-list.ts';
import { chooseCheckZone, chooseOriginZone, openReading, togglePricing } from './sorting-reading.ts';
import { decodeSortingReads } from './sorting-reads.ts';
import { readTally } from './read-tally.ts';
import { setScreen } from './session.ts';

export default definePlugin({
  kind: 'sorting',
  translations: ['sorting'],
  screens: ['sorting/list', 'sorting/create', 'sorting/reading'],
  readings: {
    screens: ['sorting/reading'],
    decode: decodeSortingReads,
    /** The operator's Clear: the tallies and the panel start over (the server keeps what was sorted). */
    onClear: (context) => {
      readTally(context).reset();
      setScreen(context, { current: { state: 'idle' } });
    },
  },
  resumeConfirm: resumeSortingConfirm,
  lifecycle: {
    'sorting/list': { open: openList },
    'sorting/create': { open: openCreate },
    'sorting/reading': { open: openReading },
  },
  handlers: {
    searchSortings: searchSortingsHandler,
    openSorting,
    newSorting,
    submitCreate,
    leaveCreate,
    chooseOriginZone,
    chooseCheckZone,
    togglePricing,
    partialConfirm,
    confirmSorting,
    deleteSorting: removeSorting,
    openDetail,
    openDetailGroup,
    openDetailEntry,
    detailUp,
  },
});
