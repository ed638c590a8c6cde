/**
 * The Button block's attributes, as declared in block.json plus those its supports add.
 */

/** The HTML element PHP renders the button as. */
export type ButtonElement = 'a' | 'button' | 'input';

/** Border values the border support stores under `style.border`. */
export interface BorderSide {
	color?: string;
	style?: string;
	width?: string;
}

export interface ButtonStyleAttribute {
	typography?: { fontSize?: string; textTransform?: string };
	border?: BorderSide & {
		radius?: string;
		top?: BorderSide;
		right?: BorderSide;
		bottom?: BorderSide;
		left?: BorderSide;
	};
}

export interface ButtonAttributes extends Record< string, unknown > {
	element?: ButtonElement;
	saveInPostContent: boolean;
	uniqueId?: string;
	/** Maps a button attribute to the parent attribute it copies: `{ url: 'url' }`. */
	passthroughAttributes?: Record< string, string >;
	text?: string;
	placeholder?: string;
	url?: string;
	textColor?: string;
	customTextColor?: string;
	backgroundColor?: string;
	customBackgroundColor?: string;
	gradient?: string;
	customGradient?: string;
	borderRadius?: number;
	width?: string;
	// Added by supports.
	className?: string;
	align?: 'left' | 'center' | 'right';
	fontSize?: string;
	fontFamily?: string;
	borderColor?: string;
	style?: ButtonStyleAttribute;
}
