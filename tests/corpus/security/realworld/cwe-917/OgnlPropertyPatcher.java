// expect: CWE-917 @ 31
// note: JSON patch path from @RequestBody used as an OGNL expression with Ognl.setValue/getValue
package com.accountly.profile;

import java.util.Map;
import java.util.Set;
import ognl.Ognl;
import ognl.OgnlContext;
import ognl.OgnlException;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OgnlPropertyPatcher {

    private final ProfileStore store;

    public OgnlPropertyPatcher(ProfileStore store) {
        this.store = store;
    }

    @PatchMapping("/profiles/{id}")
    public Object patch(@PathVariable long id, @RequestBody Map<String, Object> patch) throws OgnlException {
        Profile profile = store.load(id);
        String path = String.valueOf(patch.get("path"));
        OgnlContext context = (OgnlContext) Ognl.createDefaultContext(profile);
        Ognl.setValue(path, context, profile, patch.get("value"));
        store.save(id, profile);
        return Ognl.getValue(path, context, profile);
    }

    public static class Profile {
        public String displayName;
        public String locale;
        public String timezone;
        public boolean newsletter;
    }

    public interface ProfileStore {
        Profile load(long id);
        void save(long id, Profile profile);
    }
}
