import { ActionIcon } from '@mantine/core';
import { useObjectUrl } from '../../lib/use-object-url.ts';
import { IconClose } from './icons.tsx';

type TProps = {
  file: File;
  /** The picture's text alternative ("Image 2"); the file name is read out after it. */
  alt: string;
  /** The remove button's name; the file name follows, so each button is told apart. */
  removeLabel: string;
  onRemove: () => void;
  testId?: string;
};

/** One picked image as a thumbnail with a button that takes it out again (upload forms). */
export const ChosenImage = ({ file, alt, removeLabel, onRemove, testId }: TProps) => {
  const url = useObjectUrl(file);
  return (
    <figure className="ol-proof-tile" data-testid={testId}>
      {url && <img src={url} alt={alt} />}
      <figcaption className="ol-visually-hidden">{file.name}</figcaption>
      <ActionIcon
        className="ol-proof-remove"
        size="sm"
        radius="xl"
        variant="filled"
        color="dark"
        onClick={onRemove}
        aria-label={`${removeLabel}: ${file.name}`}
      >
        <IconClose size={12} />
      </ActionIcon>
    </figure>
  );
};
