package weather.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;

public class WeatherHttpHandler implements HttpHandler {
    private final Map<String, Double> temperatures;

    public WeatherHttpHandler(Map<String, Double> temperatures) {
        this.temperatures = temperatures;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        String city = exchange.getRequestURI().getPath().replaceFirst("^/weather/", "");
        System.out.println("request for " + city); // expect: STY-SYSTEM-OUT
        Double temperature = temperatures.get(city);
        byte[] body;
        int status;
        if (temperature == null) {
            status = 404;
            body = "unknown city".getBytes(StandardCharsets.UTF_8);
        } else {
            status = 200;
            body = String.format("{\"city\":\"%s\",\"celsius\":%.1f}", city, temperature).getBytes(StandardCharsets.UTF_8);
        }
        exchange.sendResponseHeaders(status, body.length);
        OutputStream out = exchange.getResponseBody(); // expect: DES-RESOURCE-LEAK
        out.write(body);
    }
}
