package social.profiles;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

public class ProfileService {
    private final Map<Long, Profile> profiles = new ConcurrentHashMap<>();

    public void save(Profile profile) {
        profiles.put(profile.id(), profile);
    }

    public Optional<Profile> find(long id) {
        if (id <= 0) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.ofNullable(profiles.get(id));
    }

    public String bio(long id) {
        String bio = ""; // expect: QUA-DEAD-STORE
        bio = find(id).map(Profile::bio).orElse("No bio yet.");
        return bio.strip();
    }

    public String headline(long id) {
        String headline = null; // ok: QUA-DEAD-STORE
        Profile p = profiles.get(id);
        if (p != null) {
            headline = p.name() + " - " + p.bio();
        }
        return headline == null ? "unknown" : headline;
    }

    public List<String> followers(long id) {
        Profile p = profiles.get(id);
        if (p == null) {
            return List.of(); // ok: QUA-RETURN-NULL-COLLECTION
        }
        return p.followers();
    }

    public void rename(long id, String newName) {
        Profile p = profiles.get(id);
        if (p != null) { // expect: QUA-COLLAPSIBLE-IF
            if (!newName.isBlank()) {
                profiles.put(id, new Profile(id, newName.strip(), p.bio(), p.followers()));
            }
        }
    }
}

record Profile(long id, String name, String bio, List<String> followers) {
}
