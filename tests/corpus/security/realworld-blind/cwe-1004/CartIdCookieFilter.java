// expect: none (CWE-1004 safe)
// note: the anonymous cart-session cookie is issued with setHttpOnly(true) and setSecure(true) by a servlet filter
package com.shop.cart.web;

import java.io.IOException;
import java.util.UUID;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class CartIdCookieFilter extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        if (req.getCookies() == null) {
            Cookie cart = new Cookie("CART_SESSION", UUID.randomUUID().toString());
            cart.setHttpOnly(true);
            cart.setSecure(true);
            cart.setPath("/");
            res.addCookie(cart);
        }
        chain.doFilter(req, res);
    }
}
