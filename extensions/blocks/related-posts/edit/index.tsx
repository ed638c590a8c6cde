/**
 * Related Posts in the editor: the inner heading, then a preview of the posts visitors will
 * see (from our REST route, through the `blockpack/related-posts` store).
 */
import {
	BlockControls,
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { clampPostsToShow } from '../layout';
import type { RelatedPostsAttributes } from '../types';
import { RelatedPostsSettings, RelatedPostsToolbar } from './controls';
import { RelatedPostsPreview } from './preview';
import { useRelatedPosts } from './use-related-posts';

const ALLOWED_BLOCKS = [ 'core/heading' ];

/**
 * @param props               The block's props.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function RelatedPostsEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< RelatedPostsAttributes > ) {
	const blockProps = useBlockProps();
	const { posts, isInSiteEditor } = useRelatedPosts();
	const count = clampPostsToShow( attributes.postsToShow );
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<RelatedPostsSettings
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</InspectorControls>
			<BlockControls>
				<RelatedPostsToolbar
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</BlockControls>
			<InnerBlocks
				allowedBlocks={ ALLOWED_BLOCKS }
				template={ [
					[
						'core/heading',
						{
							level: 3,
							placeholder: __( 'Add a headline', 'blockpack' ),
						},
					],
				] }
			/>
			{ posts === undefined && ! isInSiteEditor ? (
				<Spinner />
			) : (
				<RelatedPostsPreview
					posts={ posts ?? [] }
					count={ count }
					layout={
						attributes.postLayout === 'list' ? 'list' : 'grid'
					}
					isInSiteEditor={ isInSiteEditor }
					displayDate={ attributes.displayDate }
					displayAuthor={ attributes.displayAuthor }
					displayContext={ attributes.displayContext }
					displayThumbnails={ attributes.displayThumbnails }
				/>
			) }
		</div>
	);
}
