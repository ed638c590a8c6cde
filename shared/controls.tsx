/**
 * WordPress's form controls as every Blockpack editor shows them: 40px high and without the
 * bottom margin older WordPress adds. These are the two opt-ins WordPress asks of new code (the
 * old sizes are deprecated since 6.7 and 6.8); they are set here once, not at every control, and
 * go when WordPress makes them the defaults. A control may still override either one.
 */
import {
	RangeControl as WPRangeControl,
	SelectControl as WPSelectControl,
	TextareaControl as WPTextareaControl,
	TextControl as WPTextControl,
	ToggleControl as WPToggleControl,
} from '@wordpress/components';
import type { ComponentProps } from 'react';

export function TextControl( props: ComponentProps< typeof WPTextControl > ) {
	return (
		<WPTextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			{ ...props }
		/>
	);
}

export function SelectControl< V extends string >(
	props: ComponentProps< typeof WPSelectControl< V > >
) {
	return (
		<WPSelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			{ ...props }
		/>
	);
}

export function RangeControl( props: ComponentProps< typeof WPRangeControl > ) {
	return (
		<WPRangeControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			{ ...props }
		/>
	);
}

export function ToggleControl(
	props: ComponentProps< typeof WPToggleControl >
) {
	return <WPToggleControl __nextHasNoMarginBottom { ...props } />;
}

export function TextareaControl(
	props: ComponentProps< typeof WPTextareaControl >
) {
	return <WPTextareaControl __nextHasNoMarginBottom { ...props } />;
}
