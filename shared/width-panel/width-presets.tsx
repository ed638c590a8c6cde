/**
 * A row of preset width buttons, the chosen one pressed: the width panel's percentages
 * (WidthControl) and the form fields' widths (extensions/blocks/contact-form/fields/width-control.tsx).
 */
import { Button } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';

export interface WidthPresetsProps< T extends string | number > {
	/** The presets, in order. */
	presets: readonly T[];
	/** The chosen preset, if any. */
	value: T | undefined;
	/** Called with the preset clicked. */
	onSelect: ( preset: T ) => void;
	/** The group's name. */
	label: string;
	/** Show the name above the buttons (else it is only the group's accessible name). */
	showLabel?: boolean;
	/** The class of the visible name. */
	labelClassName?: string;
	/** The class of the button group. */
	className?: string;
	/** A button's text (default: the preset itself). */
	presetLabel?: ( preset: T ) => string;
}

/**
 * The preset buttons, in a group named by `label`.
 *
 * @param props                The presets and their handler.
 * @param props.presets        The presets.
 * @param props.value          The chosen preset.
 * @param props.onSelect       Called with the preset clicked.
 * @param props.label          The group's name.
 * @param props.showLabel      Whether the name is shown.
 * @param props.labelClassName The class of the shown name.
 * @param props.className      The class of the group.
 * @param props.presetLabel    A button's text.
 * @return The group.
 */
export function WidthPresets< T extends string | number >( {
	presets,
	value,
	onSelect,
	label,
	showLabel = false,
	labelClassName,
	className,
	presetLabel = String,
}: WidthPresetsProps< T > ) {
	const labelId = `blockpack-width-presets-${ useInstanceId(
		WidthPresets
	) }`;
	const group = (
		<div
			className={ className }
			role="group"
			{ ...( showLabel
				? { 'aria-labelledby': labelId }
				: { 'aria-label': label } ) }
		>
			{ presets.map( ( preset ) => (
				<Button
					key={ preset }
					size="small"
					variant={ preset === value ? 'primary' : 'secondary' }
					isPressed={ preset === value }
					onClick={ () => onSelect( preset ) }
				>
					{ presetLabel( preset ) }
				</Button>
			) ) }
		</div>
	);
	if ( ! showLabel ) {
		return group;
	}
	return (
		<>
			<span id={ labelId } className={ labelClassName }>
				{ label }
			</span>
			{ group }
		</>
	);
}
