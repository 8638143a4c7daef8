// expect: none (CWE-1004 safe)
// note: WebFlux functional handler adds the cart_auth ResponseCookie with httpOnly(true)
package com.gearshop.cart;

import java.util.UUID;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.ResponseCookie;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerResponse;

@Configuration
public class CartTokenRouteConfig {

    @Bean
    RouterFunction<ServerResponse> cartRoutes() {
        return RouterFunctions.route().POST("/cart/session", request -> {
            ResponseCookie cartAuth = ResponseCookie.from("cart_auth", UUID.randomUUID().toString())
                    .secure(true)
                    .httpOnly(true)
                    .path("/")
                    .build();
            return ServerResponse.ok().cookie(cartAuth).build();
        }).build();
    }
}
