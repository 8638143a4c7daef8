package shop.feeds;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

public class ProductFeedExporter {
    private final ObjectMapper mapper = new ObjectMapper(); // ok: QUA-OBJECT-IN-LOOP

    public List<String> toJsonLines(List<FeedProduct> products) throws JsonProcessingException {
        List<String> lines = new ArrayList<>();
        for (FeedProduct p : products) {
            ObjectMapper perItem = new ObjectMapper(); // expect: QUA-OBJECT-IN-LOOP
            lines.add(perItem.writeValueAsString(p));
        }
        return lines;
    }

    public String toJsonArray(List<FeedProduct> products) throws JsonProcessingException {
        return mapper.writeValueAsString(products);
    }
}

record FeedProduct(String sku, String title, long priceCents) {
}
