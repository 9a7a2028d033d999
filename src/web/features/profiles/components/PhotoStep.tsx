import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PhotoPicker } from './PhotoPicker';
import { ProfilePhoto } from './ProfilePhoto';

/**
 * The profile photo step of the student wizard and the mentor setup: the picker bound to the form's photo
 * field (a data URL), with the person's initials until a photo is chosen.
 */
export function PhotoStep<Form extends FieldValues>({
  control,
  name,
  personName,
  invalid,
  onPicked,
}: {
  control: Control<Form>;
  name: FieldPathByValue<Form, string>;
  personName: string;
  invalid: boolean;
  /** Called after a photo is chosen, e.g. to clear the field's error. */
  onPicked: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhotoPicker
          value={field.value}
          onChange={(dataUrl) => {
            field.onChange(dataUrl);
            onPicked();
          }}
          invalid={invalid}
          fallback={<ProfilePhoto name={personName} src={null} className="size-full text-4xl" />}
        />
      )}
    />
  );
}
