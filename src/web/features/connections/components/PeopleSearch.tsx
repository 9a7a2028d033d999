import { Search } from 'lucide-react';
import { Input } from '../../../components/ui';

/** The search box over a list of people: a search field with its magnifier, named for screen readers. */
export function PeopleSearch({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (next: string) => void;
  placeholder: string;
  label: string;
}) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute inset-y-0 left-4 my-auto size-5 text-ink-400" aria-hidden="true" />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-12"
      />
    </div>
  );
}
