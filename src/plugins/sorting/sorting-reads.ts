/**
 * One read at a time (001 §4.11, §7 POST .../read): each new identifier is sorted on the server, alone and in
 * arrival order; its outcome fills the current-item panel (green when ok, red with the message of 001 §8), the
 * Unexpected and Ignored tallies, reloads the counters when the item was processed, and prints the price label the
 * server returned when pricing is on.
 */
import { printOnNetworkPrinter } from '../../api/network-printer.ts';
import { readSortingItem } from '../../api/sorting.ts';
import { statusOf } from '../../core/readings/classify-read.ts';
import type { DecodedRead } from '../../core/readings/decoded-read.ts';
import type { SortingReadAnswer } from '../../core/sorting/sorting-records.ts';
import { groupLabel, sortingOutcome, sortingPrinterIp, type SortingOutcome } from '../../core/sorting/sorting-rules.ts';
import { describeError } from '../../core/describe-error.ts';
import { formDataOf, workstationOf } from '../shared/screen-values.ts';
import { checkZoneIdOf, originZoneIdOf, reloadCounters } from './sorting-reading.ts';
import { readTally } from './read-tally.ts';
import { screenValue, setScreen, sortingIdOf, workstationAttributes, type SortingContext } from './session.ts';

/** What the panel shows of the item and its group: picking details (enablePicking) or the EPC display. */
function currentItem(context: SortingContext, answer: SortingReadAnswer, outcome: SortingOutcome) {
  const group = answer.sortingGroupRead;
  const attributes = group?.attributes ?? {};
  const item = answer.item;
  const message = outcome.ok ? undefined : context.translate(outcome.message.key, outcome.message.params);
  return {
    state: 'result',
    ok: outcome.ok,
    message: message ?? context.translate('sorting.current.sorted'),
    group: group ? attributes.destination || group.code || '---' : '---',
    groupName: group ? groupLabel(group.code, group.description) : '---',
    customer: attributes.customerName ?? '---',
    code: item?.product?.code || '---',
    list: attributes.list ?? '---',
    listPosition: attributes.listPosition ?? '---',
    epc: answer.epc || answer.identifierCode,
    serial: item?.serial || '---',
    customClass: item?.attributes.customClass ?? item?.product?.attributes.customClass ?? '---',
  };
}

/** 001 §5: prints at the workstation's printer, else the operation's; without one it is only logged. */
async function printLabel(context: SortingContext, zpl: string): Promise<void> {
  const printerIp = sortingPrinterIp(
    String(workstationAttributes(context).ventilationBPSUSAPrinterIP ?? ''),
    String(context.operation.attributes.printerIP ?? ''),
  );
  if (!printerIp) {
    console.warn('missing_printer_id: no printer for the sorting price label');
    return;
  }
  try {
    await printOnNetworkPrinter(printerIp, zpl);
  } catch (failure) {
    const { title, message } = describeError(failure, context.translate);
    context.dialogs.toast({
      status: 'error',
      title: context.translate('sorting.errors.labelNotPrinted'),
      description: message || title,
    });
  }
}

function asDecodedRead(answer: SortingReadAnswer): DecodedRead {
  const kindFields = {
    ...(answer.sortingGroupRead ? { sortingGroupRead: { ...answer.sortingGroupRead } } : {}),
    ...(answer.zpl ? { zpl: answer.zpl } : {}),
  };
  return {
    identifierCode: answer.identifierCode,
    decodeResult: answer.item ? (answer.item.id ? 'itemFound' : 'productFound') : 'unknown',
    statuses: answer.statuses,
    item: answer.item,
    epc: answer.epc,
    detected: 1,
    expected: 0,
    unexpected: 0,
    kindFields,
  };
}

/** Sorts one identifier and shows what happened; answers its decoded read for the screen's list of reads. */
async function sortOne(context: SortingContext, code: string): Promise<DecodedRead> {
  const { code: workstationCode } = workstationOf(context.state);
  const workstation = context.state.get('workstation') as { id?: unknown } | null;
  const answer = await readSortingItem(context.api, {
    form: formDataOf(context.state),
    workstationId: typeof workstation?.id === 'string' ? workstation.id : '',
    originZoneId: originZoneIdOf(context),
    pricing: screenValue(context, 'pricing') === true,
    checkZoneId: checkZoneIdOf(context),
    workstationCode,
    itemIdentifierCode: code,
    sortingId: sortingIdOf(context),
  });
  const status = statusOf(answer, context.operation.itemStatuses);
  const outcome = sortingOutcome(answer, status);
  setScreen(context, { current: currentItem(context, answer, outcome) });
  readTally(context).count(outcome);
  if (outcome.kind === 'processed') {
    if (answer.zpl && screenValue(context, 'pricing') === true) await printLabel(context, answer.zpl);
    await reloadCounters(context);
  }
  return asDecodedRead(answer);
}

/**
 * The reading's decode (001 §4.11): the codes one by one. A call that fails is shown in the panel and its read kept
 * as not decoded ('unknown'), so the rest of the batch still sorts and nothing is sent twice.
 */
export async function decodeSortingReads(context: SortingContext, codes: string[]): Promise<DecodedRead[]> {
  const decoded: DecodedRead[] = [];
  for (const code of codes) {
    try {
      decoded.push(await sortOne(context, code));
    } catch (failure) {
      const { title, message } = describeError(failure, context.translate);
      setScreen(context, { current: { state: 'result', ok: false, message: message || title, group: '---' } });
      decoded.push({
        identifierCode: code,
        decodeResult: 'unknown',
        statuses: ['READ_FAILED'],
        item: null,
        epc: code,
        detected: 1,
        expected: 0,
        unexpected: 0,
      });
    }
  }
  return decoded;
}
