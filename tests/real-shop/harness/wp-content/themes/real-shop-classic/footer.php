<?php
/**
 * The page's end.
 *
 * @package ShopIslands\RealShop
 */

?>
</main>
<footer class="site-footer"><?php bloginfo( 'name' ); ?></footer>
<?php wp_footer(); ?>
</body>
</html>
