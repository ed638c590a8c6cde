/**
 * The product's image, title, description and price, as the saved block and the editor's preview
 * both show them (the saved markup depends on it: keep it as it is).
 */
import type { ReactNode } from 'react';

/**
 * The three lines.
 *
 * @param props         Props.
 * @param props.title   The item's name.
 * @param props.content Its description.
 * @param props.price   Its price, formatted.
 */
export default function ProductDetails( {
	title,
	content,
	price,
}: {
	title: ReactNode;
	content: ReactNode;
	price: ReactNode;
} ) {
	return (
		<>
			<div className="jetpack-simple-payments-title">
				<p>{ title }</p>
			</div>
			<div className="jetpack-simple-payments-description">
				<p>{ content }</p>
			</div>
			<div className="jetpack-simple-payments-price">
				<p>{ price }</p>
			</div>
		</>
	);
}

/**
 * The product's image: in a figure in the saved markup, without one in the editor's preview.
 *
 * @param props          Props.
 * @param props.url      The image's address.
 * @param props.alt      Its alternative text.
 * @param props.inFigure Whether the image stands in a figure.
 */
export function ProductImage( {
	url,
	alt,
	inFigure = false,
}: {
	url: string;
	alt: string | undefined;
	inFigure?: boolean;
} ) {
	const image = <img src={ url } alt={ alt } />;
	return (
		<div className="jetpack-simple-payments-product-image">
			<div className="jetpack-simple-payments-image">
				{ inFigure ? <figure>{ image }</figure> : image }
			</div>
		</div>
	);
}
