<?php
/**
 * Markdown: what visitors get when a block was saved with a source but no rendered HTML (a
 * block written over REST, by a pattern or a template, and never opened in the editor). The
 * editor renders Markdown with markdown-it and saves the HTML; here the server renders a small,
 * safe subset of Markdown instead (headings, paragraphs, lists, quotes, rules, code, emphasis
 * and links), every text escaped, so that a visitor never gets an empty block for a non-empty
 * source. Saved HTML is never touched. render.php calls render().
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Markdown;

defined( 'ABSPATH' ) || exit;

/**
 * The block for visitors: its saved HTML, or, when that is empty, the server's rendering of its
 * source.
 *
 * @param array  $attrs         The block's attributes.
 * @param string $block_content The saved markup.
 * @return string
 */
function render( $attrs, $block_content ) {
	$attrs  = is_array( $attrs ) ? $attrs : array();
	$source = isset( $attrs['source'] ) && is_string( $attrs['source'] ) ? $attrs['source'] : '';
	if ( '' === trim( $source ) || ! is_string( $block_content ) ) {
		return $block_content;
	}
	if ( '' === trim( $block_content ) ) {
		$open = '<div class="' . esc_attr( wrapper_class( $attrs ) ) . '">';
	} elseif ( preg_match( '#^\s*(<div\b[^>]*>)\s*</div>\s*$#i', $block_content, $match ) ) {
		// The saved wrapper (classes and styles from the block's supports) is kept.
		$open = $match[1];
	} else {
		return $block_content;
	}
	$html = render_source( $source );
	return '' === $html ? $block_content : $open . $html . '</div>';
}

/**
 * The wrapper's classes for a block saved without any markup.
 *
 * @param array $attrs The block's attributes.
 * @return string
 */
function wrapper_class( $attrs ) {
	$classes = array( 'wp-block-jetpack-markdown' );
	if ( isset( $attrs['align'] ) && in_array( $attrs['align'], array( 'wide', 'full' ), true ) ) {
		$classes[] = 'align' . $attrs['align'];
	}
	if ( isset( $attrs['className'] ) && is_string( $attrs['className'] ) ) {
		foreach ( preg_split( '/\s+/', $attrs['className'], -1, PREG_SPLIT_NO_EMPTY ) as $class ) {
			$classes[] = sanitize_html_class( $class );
		}
	}
	return implode( ' ', array_filter( $classes ) );
}

/**
 * Escapes text for HTML (invalid UTF-8 is replaced, never dropped).
 *
 * @param string $text The text.
 * @return string
 */
function escape( $text ) {
	return htmlspecialchars( $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
}

/**
 * Renders Markdown's block structure: fenced code, ATX headings, rules, quotes, lists and
 * paragraphs. Raw HTML in the source is shown as text.
 *
 * @param string $source The Markdown.
 * @return string The HTML, '' for a blank source.
 */
function render_source( $source ) {
	$lines = explode( "\n", str_replace( array( "\r\n", "\r" ), "\n", wp_check_invalid_utf8( $source, true ) ) );
	$html  = '';
	$count = count( $lines );
	$i     = 0;
	while ( $i < $count ) {
		$line = $lines[ $i ];
		if ( '' === trim( $line ) ) {
			++$i;
			continue;
		}
		if ( preg_match( '/^ {0,3}(`{3,}|~{3,})/', $line, $fence ) ) {
			$code = array();
			++$i;
			while ( $i < $count && ! preg_match( '/^ {0,3}' . preg_quote( $fence[1][0], '/' ) . '{' . strlen( $fence[1] ) . ',}\s*$/', $lines[ $i ] ) ) {
				$code[] = $lines[ $i ];
				++$i;
			}
			++$i;
			$html .= '<pre><code>' . escape( implode( "\n", $code ) . ( $code ? "\n" : '' ) ) . "</code></pre>\n";
			continue;
		}
		if ( preg_match( '/^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$/', $line, $heading ) ) {
			$level = strlen( $heading[1] );
			$html .= "<h$level>" . inline( isset( $heading[2] ) ? $heading[2] : '' ) . "</h$level>\n";
			++$i;
			continue;
		}
		if ( preg_match( '/^ {0,3}([-*_])(?:\s*\1){2,}\s*$/', $line ) ) {
			$html .= "<hr>\n";
			++$i;
			continue;
		}
		if ( preg_match( '/^ {0,3}>/', $line ) ) {
			$quoted = array();
			while ( $i < $count && preg_match( '/^ {0,3}> ?(.*)$/', $lines[ $i ], $quote ) ) {
				$quoted[] = $quote[1];
				++$i;
			}
			$html .= "<blockquote>\n" . render_source( implode( "\n", $quoted ) ) . "</blockquote>\n";
			continue;
		}
		if ( preg_match( '/^ {0,3}([-*+]|\d{1,9}[.)])\s+/', $line, $marker ) ) {
			$ordered = ! in_array( $marker[1], array( '-', '*', '+' ), true );
			$item    = $ordered ? '\d{1,9}[.)]' : preg_quote( $marker[1], '/' );
			$items   = array();
			while ( $i < $count && preg_match( '/^ {0,3}' . $item . '\s+(.*)$/', $lines[ $i ], $entry ) ) {
				$items[] = '<li>' . inline( $entry[1] ) . '</li>';
				++$i;
				// A lazy continuation line belongs to the item above.
				while ( $i < $count && '' !== trim( $lines[ $i ] ) && preg_match( '/^\s{2,}\S/', $lines[ $i ] ) && ! preg_match( '/^\s*([-*+]|\d{1,9}[.)])\s+/', $lines[ $i ] ) ) {
					$items[ count( $items ) - 1 ] = substr( end( $items ), 0, -5 ) . "\n" . inline( trim( $lines[ $i ] ) ) . '</li>';
					++$i;
				}
			}
			$tag   = $ordered ? 'ol' : 'ul';
			$html .= "<$tag>\n" . implode( "\n", $items ) . "\n</$tag>\n";
			continue;
		}
		$paragraph = array();
		while (
			$i < $count && '' !== trim( $lines[ $i ] )
			&& ! preg_match( '/^ {0,3}(`{3,}|~{3,}|#{1,6}(\s|$)|>|[-*+]\s|([-*_])(?:\s*\3){2,}\s*$)/', $lines[ $i ] )
		) {
			$paragraph[] = trim( $lines[ $i ] );
			++$i;
		}
		$html .= '<p>' . inline( implode( "\n", $paragraph ) ) . "</p>\n";
	}
	return $html;
}

/**
 * Renders inline Markdown: code spans, links (http, https, mailto and relative addresses only;
 * an image shows its text), strong and emphasis. Everything else is escaped text.
 *
 * @param string $text The text of one block.
 * @return string
 */
function inline( $text ) {
	// A link's address may hold balanced parentheses, one level deep, as in markdown-it.
	$pattern = '/(`+)(.+?)\1|(!?)\[([^\]]*)\]\(\s*<?((?:[^\s()<>]|\([^\s()<>]*\))*)>?(?:\s+"[^"]*")?\s*\)/s';
	if ( ! preg_match_all( $pattern, $text, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return emphasis( escape( $text ) );
	}
	$html     = '';
	$position = 0;
	foreach ( $matches as $match ) {
		$html    .= emphasis( escape( substr( $text, $position, $match[0][1] - $position ) ) );
		$position = $match[0][1] + strlen( $match[0][0] );
		if ( '' !== $match[1][0] ) {
			$html .= '<code>' . escape( trim( $match[2][0] ) ) . '</code>';
			continue;
		}
		$label = emphasis( escape( $match[4][0] ) );
		$url   = '!' === $match[3][0] ? '' : esc_url( $match[5][0], array( 'http', 'https', 'mailto' ) );
		$html .= '' === $url ? $label : '<a href="' . $url . '">' . $label . '</a>';
	}
	return $html . emphasis( escape( substr( $text, $position ) ) );
}

/**
 * Strong and emphasis in escaped text (the markers are not touched by escaping).
 *
 * @param string $html Escaped text.
 * @return string
 */
function emphasis( $html ) {
	$html = preg_replace( '/\*\*(?=\S)(.+?)(?<=\S)\*\*|(?<![\w])__(?=\S)(.+?)(?<=\S)__(?![\w])/s', '<strong>$1$2</strong>', $html );
	return preg_replace( '/\*(?=\S)(.+?)(?<=\S)\*|(?<![\w])_(?=\S)(.+?)(?<=\S)_(?![\w])/s', '<em>$1$2</em>', $html );
}
