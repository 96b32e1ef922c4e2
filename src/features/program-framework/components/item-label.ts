/** How an item is named in pickers and in the rows that link to it: "OC1 — Reading scores rise", or the title alone. */
export function itemLabel(item: { code: string | null; title: string }): string {
  return item.code ? `${item.code} — ${item.title}` : item.title;
}

export function choicesOf(items: readonly { id: number; code: string | null; title: string }[]) {
  return items.map((item) => ({ value: String(item.id), label: itemLabel(item) }));
}
