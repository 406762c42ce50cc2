import type {
  KeyValueStorage,
  LockManagerLike,
  NetworkState,
  SessionSource,
  SessionView,
  SignedInUser,
  TabChannel,
} from '@/features/achievements/engine-environment';

/**
 * A browser for the unlock engine outside a browser (unit tests, the bench): one local storage,
 * Web Locks, a BroadcastChannel, the network and the session, shared by its tabs as a real
 * browser shares them. A closed tab is gone as a reloaded page is gone: its writes and messages
 * no longer land, the locks it held are free, the lock requests it queued are never granted.
 * Messages, storage events and lock grants arrive in a later task, as they do in a browser.
 */

interface Grant {
  tab: SimulatedTab;
  start: () => void;
}

export class SimulatedBrowser {
  private readonly items = new Map<string, string>();
  private readonly tabs = new Set<SimulatedTab>();
  private readonly held = new Map<string, Grant>();
  private readonly queued = new Map<string, Grant[]>();
  private readonly writeListeners = new Set<(key: string, value: string) => void>();
  private onlineNow = true;
  private session: SessionView = { status: 'signed-out' };

  constructor(readonly name = 'browser') {}

  openTab(): SimulatedTab {
    const tab = new SimulatedTab(this);
    this.tabs.add(tab);
    return tab;
  }

  /** Tabs that are still open. */
  openTabs(): SimulatedTab[] {
    return [...this.tabs].filter((tab) => tab.open);
  }

  /** What is stored under `key` now (for checks; tabs read through their own storage). */
  peek(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  /** Puts `value` under `key` as an earlier visit would have left it. */
  seed(key: string, value: string): void {
    this.items.set(key, value);
  }

  /** Calls `listener` after every write any tab makes. */
  onWrite(listener: (key: string, value: string) => void): () => void {
    this.writeListeners.add(listener);
    return () => void this.writeListeners.delete(listener);
  }

  online(): boolean {
    return this.onlineNow;
  }

  /** Goes off the network or back on, telling the tabs (`online`) unless `silently`. */
  setOnline(online: boolean, { silently = false }: { silently?: boolean } = {}): void {
    const cameBack = online && !this.onlineNow;
    this.onlineNow = online;
    if (cameBack && !silently) for (const tab of this.openTabs()) later(() => tab.emit('online'));
  }

  currentSession(): SessionView {
    return this.session;
  }

  signIn(user: SignedInUser): void {
    this.setSession({ status: 'signed-in', user });
  }

  signOut(): void {
    this.setSession({ status: 'signed-out' });
  }

  setSession(session: SessionView): void {
    this.session = session;
    for (const tab of this.openTabs()) tab.emit('session');
  }

  /** @internal */
  write(from: SimulatedTab, key: string, value: string): void {
    this.items.set(key, value);
    for (const listener of [...this.writeListeners]) listener(key, value);
    for (const tab of this.openTabs()) if (tab !== from) later(() => tab.emit('storage'));
  }

  /** @internal */
  broadcast(from: SimulatedTab, message: unknown): void {
    const copy: unknown = JSON.parse(JSON.stringify(message));
    for (const tab of this.openTabs()) if (tab !== from) later(() => tab.deliver(copy));
  }

  /** @internal */
  requestLock<T>(tab: SimulatedTab, name: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const grant: Grant = {
        tab,
        start: () => {
          this.held.set(name, grant);
          later(() => {
            if (!tab.open) return this.release(name, grant);
            work()
              .then(resolve, reject)
              .finally(() => this.release(name, grant));
          });
        },
      };
      if (this.held.has(name)) this.queued.set(name, [...(this.queued.get(name) ?? []), grant]);
      else grant.start();
    });
  }

  private release(name: string, grant: Grant): void {
    if (this.held.get(name) !== grant) return;
    this.held.delete(name);
    const waiting = (this.queued.get(name) ?? []).filter((next) => next.tab.open);
    const next = waiting.shift();
    this.queued.set(name, waiting);
    next?.start();
  }

  /** @internal */
  closed(tab: SimulatedTab): void {
    for (const [name, grant] of [...this.held]) if (grant.tab === tab) this.release(name, grant);
    for (const [name, waiting] of this.queued) {
      this.queued.set(
        name,
        waiting.filter((grant) => grant.tab !== tab),
      );
    }
  }
}

type TabEvent = 'storage' | 'online' | 'session';

export class SimulatedTab {
  open = true;
  private readonly listeners: Record<TabEvent, Set<() => void>> = {
    storage: new Set(),
    online: new Set(),
    session: new Set(),
  };
  private readonly channels = new Set<(message: unknown) => void>();

  constructor(readonly browser: SimulatedBrowser) {}

  readonly storage: KeyValueStorage = {
    getItem: (key) => this.browser.peek(key),
    setItem: (key, value) => {
      if (this.open) this.browser.write(this, key, value);
    },
  };

  readonly locks: LockManagerLike = {
    request: (name, work) => this.browser.requestLock(this, name, work),
  };

  readonly network: NetworkState = {
    onOnline: (listener) => this.listen('online', listener),
  };

  readonly session: SessionSource = {
    current: () => this.browser.currentSession(),
    subscribe: (listener) => this.listen('session', listener),
  };

  openChannel = (): TabChannel => {
    const listeners = new Set<(message: unknown) => void>();
    const deliver = (message: unknown): void => {
      for (const listener of [...listeners]) listener(message);
    };
    this.channels.add(deliver);
    return {
      post: (message) => {
        if (this.open) this.browser.broadcast(this, message);
      },
      listen(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      close: () => void this.channels.delete(deliver),
    };
  };

  onStorageChange = (listener: () => void): (() => void) => this.listen('storage', listener);

  /** The tab goes away (closed or reloaded): nothing it still runs reaches the browser. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    this.browser.closed(this);
  }

  /** @internal */
  emit(event: TabEvent): void {
    if (!this.open) return;
    for (const listener of [...this.listeners[event]]) listener();
  }

  /** @internal */
  deliver(message: unknown): void {
    if (!this.open) return;
    for (const deliver of [...this.channels]) deliver(message);
  }

  private listen(event: TabEvent, listener: () => void): () => void {
    this.listeners[event].add(listener);
    return () => void this.listeners[event].delete(listener);
  }
}

/** In a later task, as a browser delivers events between tabs. */
function later(run: () => void): void {
  setTimeout(run, 0);
}
