<?php
/**
 * Related Posts' front end: a `nav` holding the block's heading and a list of the posts.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Related_Posts;

defined( 'ABSPATH' ) || exit;

/**
 * The size of each row of the grid: 2, 4 or 5 posts put 2 in the first row, any other count 3
 * (the same rule as layout.ts's `firstRowSize()`).
 *
 * @param int $count The number of posts.
 * @return int[] The rows' sizes.
 */
function row_sizes( $count ) {
	$count = max( 0, (int) $count );
	$first = in_array( $count, array( 2, 4, 5 ), true ) ? 2 : min( 3, $count );
	return array_values( array_filter( array( $first, $count - $first ) ) );
}

/**
 * One post of the list.
 *
 * @param array $post       What related_posts() gives for it.
 * @param array $attributes The block's attributes.
 * @param int   $row_size   The size of its row.
 * @return string HTML.
 */
function render_item( $post, $attributes, $row_size ) {
	$html = sprintf( '<li class="jp-related-posts-i2__post" data-row-size="%d">', (int) $row_size );
	if ( ! empty( $attributes['displayThumbnails'] ) && $post['imageId'] ) {
		// The title link follows: the image link is left out of the tab order and reading.
		$html .= sprintf(
			'<a class="jp-related-posts-i2__post-img-link" href="%1$s" tabindex="-1" aria-hidden="true">%2$s</a>',
			esc_url( $post['url'] ),
			wp_get_attachment_image(
				$post['imageId'],
				THUMBNAIL_SIZE,
				false,
				array(
					'class'   => 'jp-related-posts-i2__post-img',
					'alt'     => '',
					'loading' => 'lazy',
				)
			)
		);
	}
	$html .= sprintf(
		'<a class="jp-related-posts-i2__post-link" href="%1$s">%2$s</a>',
		esc_url( $post['url'] ),
		esc_html( $post['title'] )
	);
	if ( ! empty( $attributes['displayDate'] ) ) {
		$html .= sprintf(
			'<time class="jp-related-posts-i2__post-date has-small-font-size" datetime="%1$s">%2$s</time>',
			esc_attr( $post['dateTime'] ),
			esc_html( $post['date'] )
		);
	}
	if ( ! empty( $attributes['displayAuthor'] ) && '' !== $post['author'] ) {
		$html .= sprintf(
			'<div class="jp-related-posts-i2__post-author has-small-font-size">%s</div>',
			/* translators: %s: the author's name. */
			esc_html( sprintf( __( 'By %s', 'blockpack' ), $post['author'] ) )
		);
	}
	if ( ! empty( $attributes['displayContext'] ) && '' !== $post['context'] ) {
		$html .= sprintf(
			'<div class="jp-related-posts-i2__post-context has-small-font-size">%s</div>',
			esc_html( $post['context'] )
		);
	}
	return $html . '</li>';
}

/**
 * The block's heading: its inner blocks, or the headline of the old self-closing form.
 *
 * @param array          $attributes The block's attributes.
 * @param string         $content    The saved content.
 * @param \WP_Block|null $block      The block.
 * @return string HTML.
 */
function render_heading( $attributes, $content, $block ) {
	$html = '';
	if ( $block instanceof \WP_Block ) {
		foreach ( $block->inner_blocks as $inner ) {
			$html .= $inner->render();
		}
	}
	// Only the self-closing form (nothing saved) kept its headline in an attribute.
	if ( '' === $html && '' === trim( (string) $content ) && ! empty( $attributes['displayHeadline'] )
		&& is_string( $attributes['headline'] ?? null ) && '' !== trim( $attributes['headline'] ) ) {
		$html = sprintf( '<h3 class="jp-related-posts-i2__headline">%s</h3>', esc_html( $attributes['headline'] ) );
	}
	return $html;
}

/**
 * The block's front-end HTML.
 *
 * @param array          $attributes The block's attributes (block.json defaults applied).
 * @param string         $content    The saved content.
 * @param \WP_Block|null $block      The block.
 * @return string HTML, or '' when the post has no related posts (or there is no post).
 */
function render( $attributes, $content, $block ) {
	$post_id = $block instanceof \WP_Block && isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
	$post    = $post_id > 0 ? get_post( $post_id ) : null;
	if ( ! $post ) {
		return '';
	}
	$posts = related_posts( $post, $attributes['postsToShow'] ?? 3 );
	if ( empty( $posts ) ) {
		return '';
	}
	$layout = 'list' === ( $attributes['postLayout'] ?? 'grid' ) ? 'list' : 'grid';
	$items  = '';
	$index  = 0;
	foreach ( row_sizes( count( $posts ) ) as $size ) {
		for ( $i = 0; $i < $size; $i++, $index++ ) {
			$items .= render_item( $posts[ $index ], $attributes, $size );
		}
	}
	$label = __( 'Related posts', 'blockpack' );
	return sprintf(
		'<nav %1$s>%2$s<ul class="jp-related-posts-i2__list" data-layout="%3$s">%4$s</ul></nav>',
		get_block_wrapper_attributes(
			array(
				'class'      => 'jp-related-posts-i2 jp-related-posts-i2--' . $layout,
				'aria-label' => $label,
			)
		),
		render_heading( $attributes, $content, $block ),
		esc_attr( $layout ),
		$items
	);
}
