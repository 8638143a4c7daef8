// expect: none (CWE-209 safe)
// note: custom DefaultErrorAttributes removes "trace" and "message" keys before the body is sent
package com.shopfront.errors;

import java.util.Map;
import org.springframework.boot.web.error.ErrorAttributeOptions;
import org.springframework.boot.web.servlet.error.DefaultErrorAttributes;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.WebRequest;

@Component
public class OrderApiErrorAttributes extends DefaultErrorAttributes {

    @Override
    public Map<String, Object> getErrorAttributes(WebRequest request, ErrorAttributeOptions options) {
        Map<String, Object> attributes = super.getErrorAttributes(request, options.excluding(ErrorAttributeOptions.Include.STACK_TRACE));
        attributes.remove("trace");
        attributes.remove("message");
        attributes.remove("exception");
        return attributes;
    }
}
