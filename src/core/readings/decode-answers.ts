import type { ClassifiedRead, ReadClassifier } from './classify-read.ts';
import { unknownDecodedRead, type DecodedRead } from './decoded-read.ts';
import type { ListedReadsIndex } from './listed-reads.ts';
import type { PipelineJournal } from './pipeline-types.ts';
import type { TagEntry, createTagMemory } from './tag-memory.ts';

export interface DecodeAnswersDeps {
  tags: ReturnType<typeof createTagMemory>;
  classifier: ReadClassifier;
  listed: ListedReadsIndex;
  journal?: PipelineJournal;
}

/** How decode answers become listed reads: each tag still waiting for its answer is classified and listed once. */
export function createDecodeAnswers({ tags, classifier, listed, journal }: DecodeAnswersDeps) {
  /** Lists a tag with its answer; answers the read when it is newly listed. */
  function list(tag: TagEntry, read: DecodedRead): ClassifiedRead | undefined {
    const classified = classifier.classify(read, tag.seq);
    if (!classified) {
      // Another tag of an item already listed: remember it under that item.
      if (read.item?.id) listed.addCodeOfItem(read.identifierCode, read.item.id);
      return undefined;
    }
    listed.add(classified);
    return classified;
  }

  function settle(read: DecodedRead): ClassifiedRead | undefined {
    const tag = tags.decoded(read.identifierCode);
    if (!tag) return undefined;
    journal?.decoded(tag, read);
    return list(tag, read);
  }

  return {
    list,
    /** One request's answer for `codes`: the reads it newly listed. A code the server left out is listed as unknown. */
    answer(codes: readonly string[], answer: readonly DecodedRead[]): ClassifiedRead[] {
      const answered = new Set<string>();
      const newlyListed: ClassifiedRead[] = [];
      for (const read of answer) {
        answered.add(read.identifierCode);
        const listedRead = settle(read);
        if (listedRead) newlyListed.push(listedRead);
      }
      for (const code of codes) {
        if (answered.has(code)) continue;
        const listedRead = settle(unknownDecodedRead(code));
        if (listedRead) newlyListed.push(listedRead);
      }
      return newlyListed;
    },
  };
}
