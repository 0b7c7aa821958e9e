/**
 * What a run of writes inside one transaction may remember between its writes: lookups of records the
 * run itself does not change (the crew pool's department, a rank, a dictionary item, that a referenced
 * record is in the caller's scope). The form's add or edit is a run of one write; an import is a run of
 * thousands, and remembering turns a dozen statements per row into two or three (docs/import-export.md).
 *
 * Only answers that stay true while the run lasts may be remembered: the run adds and edits records of
 * one resource, and deletes nothing. A refusal is never remembered (it throws, and the next row asks again).
 */
export class WriteMemo {
  private readonly answers = new Map<string, Promise<unknown>>();
  private readonly marks = new Set<string>();

  /** The answer of `load` for `key`, loaded once per run; a load that fails is forgotten, so the next asks again. */
  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    let answer = this.answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = load();
      this.answers.set(key, answer);
      answer.catch(() => this.answers.delete(key));
    }
    return answer;
  }

  /**
   * Facts checked for many keys in one statement and kept only when true (these ids are visible to the
   * caller): `has` before the check, `mark` each key the check passed.
   */
  has(key: string): boolean {
    return this.marks.has(key);
  }
  mark(key: string): void {
    this.marks.add(key);
  }
}
