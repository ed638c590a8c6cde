/**
 * The frame every Blockpack editor banner shares: a title, a description and one action.
 */
import type { ReactNode } from 'react';

export interface BannerProps {
	/** Modifier of the class name, such as `stripe` or `premium`. */
	kind: string;
	title: string;
	description: ReactNode;
	/** The button or link. */
	action: ReactNode;
}

/**
 * A banner shown in the editor only.
 *
 * @param props             The banner's parts.
 * @param props.kind
 * @param props.title
 * @param props.description
 * @param props.action
 */
export default function Banner( {
	kind,
	title,
	description,
	action,
}: BannerProps ) {
	return (
		<div
			className={ `blockpack-banner blockpack-banner--${ kind }` }
			role="region"
			aria-label={ title }
		>
			<div className="blockpack-banner__text">
				<p className="blockpack-banner__title">{ title }</p>
				<p className="blockpack-banner__description">{ description }</p>
			</div>
			<div className="blockpack-banner__action">{ action }</div>
		</div>
	);
}
