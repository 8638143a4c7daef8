// expect: CWE-22 @ 28
// note: WebFlux functional handler resolves request.pathVariable("file") under the media root → FileSystemResource/Files.size
package com.vidstream.media;

import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.FileSystemResource;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class StaticMediaHandler {

    private final Path mediaRoot = Path.of("/srv/vidstream/media").toAbsolutePath();

    @Bean
    RouterFunction<ServerResponse> media() {
        return RouterFunctions.route().GET("/media/{file}", this::serve).build();
    }

    Mono<ServerResponse> serve(ServerRequest request) {
        Path target = mediaRoot.resolve(request.pathVariable("file"));
        if (!Files.isRegularFile(target)) {
            return ServerResponse.notFound().build();
        }
        return ServerResponse.ok().bodyValue(new FileSystemResource(target));
    }
}
