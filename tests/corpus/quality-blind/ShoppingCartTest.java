package shop.cart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ShoppingCartTest {
    private ShoppingCart cart;

    @BeforeEach
    void setUp() {
        cart = new ShoppingCart();
    }

    @Test
    void totalSumsPriceTimesQuantity() {
        cart.add(new CartItem("pen", new BigDecimal("1.50"), 4, false));
        cart.add(new CartItem("book", new BigDecimal("12.00"), 1, false));
        assertEquals(new BigDecimal("18.00"), cart.total());
    }

    @Test
    void discontinuedItemsAreRemoved() throws Exception { // ok: QUA-GENERIC-EXCEPTION
        cart.add(new CartItem("old mug", new BigDecimal("5.00"), 1, true));
        cart.removeDiscontinued();
        assertTrue(cart.itemsCheaperThan(new BigDecimal("100")).isEmpty());
    }

    @Test
    void cacheExpiresAfterWaiting() throws InterruptedException {
        cart.add(new CartItem("tea", new BigDecimal("3.20"), 2, false));
        Thread.sleep(1500); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertEquals(new BigDecimal("6.40"), cart.total());
    }
}
