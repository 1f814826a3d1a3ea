import { useState } from 'react';

/**
 * The state of a list's add/edit dialog: closed, adding (row null) or editing a row. `saved`
 * closes the dialog and calls onSaved (the list reloads).
 */
export function useRowEditor<Row>(onSaved: () => void) {
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  return {
    open: editing !== null,
    row: editing?.row ?? null,
    add: () => setEditing({ row: null }),
    edit: (row: Row) => setEditing({ row }),
    close: () => setEditing(null),
    saved: () => {
      setEditing(null);
      onSaved();
    },
  };
}
