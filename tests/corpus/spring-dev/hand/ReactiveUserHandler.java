package com.example.reactive;

import org.springframework.stereotype.Component;
import reactor.core.publisher.Mono;

@Component
public class ReactiveUserHandler {

    private final UserClient client;
    private final ProfileClient profiles;

    public ReactiveUserHandler(UserClient client, ProfileClient profiles) {
        this.client = client;
        this.profiles = profiles;
    }

    public Mono<UserView> load(String id) {
        User user = client.fetch(id).block(); // expect: DES-BLOCKING-IN-REACTIVE
        return profiles.profileOf(user.getId())
                .map(p -> new UserView(user.getName(), p.getAvatar()));
    }

    public Mono<String> slowGreeting(String name) {
        return Mono.fromCallable(() -> {
            Thread.sleep(2000); // expect: DES-BLOCKING-IN-REACTIVE
            return "Hello " + name;
        });
    }
}
