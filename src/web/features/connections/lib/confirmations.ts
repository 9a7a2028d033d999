/** What each confirmation asks before an action that ends a relation. */
export type Confirmable = 'remove' | 'block' | 'endCollaboration';

export function confirmationText(what: Confirmable, name: string): { title: string; description: string; label: string } {
  switch (what) {
    case 'remove':
      return {
        title: `Remove ${name}?`,
        description: 'You will no longer be connected, and any collaboration between you ends.',
        label: 'Remove connection',
      };
    case 'block':
      return {
        title: `Block ${name}?`,
        description: 'They will not be able to send you requests or messages, and your connection ends.',
        label: 'Block',
      };
    case 'endCollaboration':
      return {
        title: `End collaboration with ${name}?`,
        description: 'You stay connected; they are no longer listed among your collaborators.',
        label: 'End collaboration',
      };
  }
}
