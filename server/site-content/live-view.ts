// An object that reads every property from `current()` at the moment it is read. The settings made from
// the site's content (the e-mails', the privacy pages') are handed to slices at registration; through this
// view they still follow a publish, and a slice cannot keep a stale copy by holding the object.
export function liveView<T extends object>(current: () => T): Readonly<T> {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(current(), key);
      // The view's own (empty) target holds nothing fixed, so each property is reported as configurable.
      return found && { ...found, configurable: true };
    },
    set: () => false,
    deleteProperty: () => false,
  });
}
