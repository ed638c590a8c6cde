/**
 * The placeholder: the restaurant field (a name to search, IDs, or an embed code), the Embed
 * button, the sign-up and learn-more links, and the failure notice above them.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import EmbedPlaceholder from '@shared/embed/embed-placeholder';
import icon from '../icon';
import RestaurantPicker from './restaurant-picker';

export const SIGN_UP_URL = 'https://restaurant.opentable.com/get-started/';
export const LEARN_MORE_URL =
	'https://jetpack.com/support/jetpack-blocks/opentable-block/';

interface OpenTablePlaceholderProps {
	rids: string[];
	onSubmit: ( input: string[] | string ) => void;
	error?: string;
}

export default function OpenTablePlaceholder( {
	rids,
	onSubmit,
	error,
}: OpenTablePlaceholderProps ) {
	return (
		<EmbedPlaceholder
			label={ __( 'OpenTable Reservation', 'blockpack' ) }
			icon={ icon }
			instructions={ __(
				'Enter your restaurant name, or paste an OpenTable Reservation Widget embed code.',
				'blockpack'
			) }
			error={ error }
		>
			<RestaurantPicker rids={ rids } onSubmit={ onSubmit } />
			<div className="wp-block-jetpack-opentable-placeholder-links">
				<ExternalLink href={ SIGN_UP_URL }>
					{ __( 'Sign up for OpenTable', 'blockpack' ) }
				</ExternalLink>
				<ExternalLink href={ LEARN_MORE_URL }>
					{ __( 'Learn more', 'blockpack' ) }
				</ExternalLink>
			</div>
		</EmbedPlaceholder>
	);
}
