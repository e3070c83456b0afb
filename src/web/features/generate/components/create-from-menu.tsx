import { useRef } from 'react';
import { CONTENT_KINDS, pieceNoun, type ContentType } from '../../../../contract/content';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/menu';
import { kindIcon } from './generator-tabs';

/** "Create from this": turns the summary into one of the four kinds, opening that generator with it attached. */
export function CreateFromMenu({ disabled, onCreate }: { disabled: boolean; onCreate: (type: ContentType) => void }) {
  // The chosen generator's topic takes focus as the menu closes: the menu must not pull it back to its button.
  const chosen = useRef(false);
  return (
    <Menu modal={false}>
      <MenuTrigger asChild disabled={disabled}>
        <Button variant="secondary" size="sm">
          <Icon name="pencil" className="size-4" />
          Create from this
        </Button>
      </MenuTrigger>
      <MenuContent
        align="start"
        aria-label="Create from this"
        onCloseAutoFocus={(event) => {
          if (chosen.current) event.preventDefault();
          chosen.current = false;
        }}
      >
        {CONTENT_KINDS.map(({ id }) => (
          <MenuItem
            key={id}
            onSelect={() => {
              chosen.current = true;
              onCreate(id);
            }}
          >
            <Icon name={kindIcon(id)} className="size-4 text-gray-500 dark:text-gray-400" />
            {pieceNoun(id)}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
