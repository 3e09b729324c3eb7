/**
 * Work to finish before the database closes when the server stops (server/main.ts on SIGINT/SIGTERM):
 * e.g. the search counts kept in memory (catalog/search.ts batchedSearchRecords). Test apps pass none.
 */
export class ShutdownHooks {
  private readonly hooks: Array<() => Promise<void>> = [];

  add(hook: () => Promise<void>): void {
    this.hooks.push(hook);
  }

  /** Runs every hook; a failing one does not keep the others from running. */
  async run(): Promise<void> {
    await Promise.allSettled(this.hooks.map((hook) => hook()));
  }
}
